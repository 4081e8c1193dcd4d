import './social-embed.scss';
import { useState } from 'react';
import { SOCIAL_EMBED_SIZE, socialEmbedUrl } from '../../domain/centre/social-embed.ts';
import { siteWords } from '../../i18n/pl/site.ts';

const t = siteWords.socialEmbed;

interface Props {
  /** The centre's profile address. */
  pageUrl: string;
}

/**
 * The social network's timeline, loaded only after the visitor asks for it: until then nothing is requested
 * from the social network (data protection law expects consent before third-party content). It is the
 * network's own frame, loaded once; the button is server-rendered and the island hydrates when the visitor
 * reaches for it (`client:intent`), which repeats the press.
 */
export default function SocialEmbed({ pageUrl }: Props) {
  const [shown, setShown] = useState(false);

  if (!shown) {
    return (
      <div className="social-embed social-embed--consent">
        <p>
          {t.consentBeforeLink} <a href="/polityka-prywatnosci">{t.privacyLink}</a>
          {t.consentAfterLink}
        </p>
        <button type="button" className="button button--secondary" onClick={() => setShown(true)}>
          {t.show}
        </button>
      </div>
    );
  }

  return (
    <div className="social-embed">
      <iframe
        className="social-embed__frame"
        src={socialEmbedUrl(pageUrl)}
        width={SOCIAL_EMBED_SIZE.width}
        height={SOCIAL_EMBED_SIZE.height}
        title={t.frameTitle}
        loading="lazy"
        allow="encrypted-media"
      />
    </div>
  );
}
