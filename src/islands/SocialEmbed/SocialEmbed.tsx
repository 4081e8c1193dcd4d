import '../../styles/social-embed.scss';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

interface Props {
  /** The centre's profile address. */
  pageUrl: string;
}

/** Spec 000 §2.3, §9: a 500 × 600 page timeline, loaded in Polish. */
const WIDTH = 500;
const HEIGHT = 600;
const SDK_URL = 'https://connect.facebook.net/pl_PL/sdk.js#xfbml=1&version=v21.0';
const SDK_ID = 'facebook-jssdk';

interface FacebookSdk {
  XFBML: { parse(element?: Element): void };
}

/**
 * The social network's timeline, loaded only after the visitor asks for it: until then nothing is requested
 * from the social network (data protection law expects consent before third-party content). The script is
 * added once per page; when it is already there, the new timeline is parsed again.
 */
export default function SocialEmbed({ pageUrl }: Props) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!shown) return;
    const sdk = (window as { FB?: FacebookSdk }).FB;
    if (sdk) {
      sdk.XFBML.parse(container.current ?? undefined);
      return;
    }
    if (document.getElementById(SDK_ID)) return;
    const script = document.createElement('script');
    script.id = SDK_ID;
    script.src = SDK_URL;
    script.async = true;
    script.defer = true;
    script.crossOrigin = 'anonymous';
    document.body.append(script);
  }, [shown]);

  if (!shown) {
    return (
      <div className="social-embed social-embed--consent">
        <p>
          Możesz wyświetlić tu najnowsze wpisy z naszego profilu. Zostaną wtedy pobrane z serwisu Facebook, który
          może zapisać w Twojej przeglądarce własne pliki cookies i przetwarzać dane o Twojej wizycie
          (szczegóły w <a href="/polityka-prywatnosci">polityce prywatności</a>).
        </p>
        {hydrated && (
          <button type="button" className="button button--secondary" onClick={() => setShown(true)}>
            Pokaż wpisy z Facebooka
          </button>
        )}
      </div>
    );
  }

  return (
    <div className="social-embed" ref={container}>
      <div id="fb-root" />
      <div
        className="fb-page"
        data-href={pageUrl}
        data-tabs="timeline"
        data-width={WIDTH}
        data-height={HEIGHT}
        data-small-header="false"
        data-adapt-container-width="true"
        data-hide-cover="false"
        data-show-facepile="false"
      >
        <blockquote cite={pageUrl} className="fb-xfbml-parse-ignore">
          <a href={pageUrl}>Profil ośrodka na Facebooku</a>
        </blockquote>
      </div>
    </div>
  );
}
