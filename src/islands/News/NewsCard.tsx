import './news.scss';
import { publishedAt, type NewsItem } from '../../domain/news/news-item.ts';
import { excerpt } from '../../util/format.ts';
import { siteWords } from '../../i18n/pl/site.ts';
import { NewsPicture } from './NewsPicture.tsx';
import { newsHref } from './news-drawing.ts';

interface Props {
  item: NewsItem;
  /** How many characters of the content to show before the ellipsis. */
  excerptLength: number;
  headingLevel?: 2 | 3;
}

/** A news card: optional picture, date, title linking to the article, and the start of the content. */
export function NewsCard({ item, excerptLength, headingLevel = 3 }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="news-card">
      <NewsPicture item={item} className="news-card__image" sizes="(min-width: 40rem) 24rem, 100vw" lazy />
      <div className="news-card__body">
        <p className="news-card__date">
          <time dateTime={publishedAt(item)}>{item.date}</time>
        </p>
        <Heading className="news-card__title">
          <a className="news-card__link" href={newsHref(item.id)}>
            {item.title}
          </a>
        </Heading>
        <p className="news-card__excerpt">{excerpt(item.content, excerptLength)}</p>
        <span className="news-card__more" aria-hidden="true">
          {siteWords.news.readMore}
        </span>
      </div>
    </article>
  );
}
