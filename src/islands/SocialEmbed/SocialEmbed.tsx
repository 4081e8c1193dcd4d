import '../../styles/social-embed.scss';
import { useState } from 'react';
import { SOCIAL_EMBED_SIZE, socialEmbedUrl } from '../../lib/social-embed.ts';

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
          Możesz wyświetlić tu najnowsze wpisy z naszego profilu. Zostaną wtedy pobrane z serwisu Facebook, który
          może zapisać w Twojej przeglądarce własne pliki cookies i przetwarzać dane o Twojej wizycie
          (szczegóły w <a href="/polityka-prywatnosci">polityce prywatności</a>).
        </p>
        <button type="button" className="button button--secondary" onClick={() => setShown(true)}>
          Pokaż wpisy z Facebooka
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
        title="Wpisy z profilu ośrodka na Facebooku"
        loading="lazy"
        allow="encrypted-media"
      />
    </div>
  );
}
