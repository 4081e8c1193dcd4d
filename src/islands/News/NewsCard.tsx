import './news.scss';
import type { NewsItem } from '../../lib/data/news.ts';
import { excerpt } from '../../lib/format.ts';
import { safeHttpUrl } from '../../lib/urls.ts';
import { strings } from '../../data/strings.ts';

interface Props {
  item: NewsItem;
  /** How many characters of the content to show before the ellipsis. */
  excerptLength: number;
  headingLevel?: 2 | 3;
}

export function newsHref(id: string): string {
  return `/aktualnosci/${encodeURIComponent(id)}`;
}

/** A news card: optional image, date, title linking to the article, and the start of the content. Text only. */
export function NewsCard({ item, excerptLength, headingLevel = 3 }: Props) {
  const Heading = `h${headingLevel}` as const;
  const image = safeHttpUrl(item.image);
  return (
    <article className="news-card">
      {image && <img className="news-card__image" src={image} alt="" loading="lazy" decoding="async" />}
      <div className="news-card__body">
        <p className="news-card__date">
          <time dateTime={item.created_at}>{item.date}</time>
        </p>
        <Heading className="news-card__title">
          <a className="news-card__link" href={newsHref(item.id)}>
            {item.title}
          </a>
        </Heading>
        <p className="news-card__excerpt">{excerpt(item.content, excerptLength)}</p>
        <span className="news-card__more" aria-hidden="true">
          {strings.news.readMore}
        </span>
      </div>
    </article>
  );
}
