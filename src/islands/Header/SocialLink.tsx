import { useCentreCard, useFrameWords } from '../shared/frame-words.tsx';
import { FacebookIcon } from '../shared/icons.tsx';

/** The centre's social-media profile; in the header bar on desktop, at the end of the mobile menu. */
export function SocialLink({ className, withLabel = false }: { className: string; withLabel?: boolean }) {
  const words = useFrameWords();
  const centre = useCentreCard();
  return (
    <a className={className} href={centre.socialUrl} target="_blank" rel="noopener">
      <FacebookIcon />
      <span className={withLabel ? undefined : 'visually-hidden'}>{words.header.social}</span>
      <span className="visually-hidden">{` (${words.newTab})`}</span>
    </a>
  );
}
