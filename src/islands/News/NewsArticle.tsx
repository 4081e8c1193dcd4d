import { useEffect, useMemo, useState } from 'react';
import { latestNews, newsItem } from '../../api/news.ts';
import { useLiveList } from '../shared/use-live-list.ts';
import { excerpt } from '../../util/format.ts';
import { publishedAt } from '../../domain/news/news-item.ts';
import { NewsStatus } from './NewsStatus.tsx';
import { newsHref } from './news-drawing.ts';
import { NewsPicture } from './NewsPicture.tsx';
import { RELATED, RELATED_EXCERPT, type ArticleSnapshot } from './news-views.ts';
import { siteWords } from '../../i18n/pl/site.ts';

const t = siteWords.news;

interface Props {
  /** The site name appended to the document title. */
  siteName: string;
  /** The item's id, on the article's own page; without it (the shell for newer items) it is read from the address. */
  id?: string;
  /** The item and the ones listed below it, as they were when the site was built (see `articleSnapshot`). */
  snapshot?: ArticleSnapshot;
}

/** The id in /aktualnosci/{id}: one static page serves every id through a rewrite rule. */
function idFromLocation(): string {
  const segment = window.location.pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

export default function NewsArticle({ siteName, id: builtId, snapshot }: Props) {
  const [id, setId] = useState<string | null>(builtId ?? null);
  useEffect(() => {
    if (!builtId) setId(idFromLocation());
  }, [builtId]);
  // The item alone, followed live (so moving it to the bin after the build shows), and the newest items for the
  // list below.
  const itemSnapshot = useMemo(() => snapshot && [snapshot.item], [snapshot]);
  const state = useLiveList(newsItem(id), itemSnapshot);
  const newest = useLiveList(latestNews(RELATED + 1), snapshot?.newest);

  const item = state.status === 'ready' && id !== null ? state.rows.find((row) => row.id === id) : undefined;

  useEffect(() => {
    if (item) document.title = `${item.title} – ${siteName}`;
    else if (state.status === 'ready' && id !== null) document.title = `${t.notFound} – ${siteName}`;
  }, [item, state.status, id, siteName]);

  if (state.status !== 'ready' || id === null) return <NewsStatus state={state} />;

  if (!item) {
    return (
      <div className="news-article news-article--missing">
        <h1>{t.notFound}</h1>
        <p>{t.notFoundMessage}</p>
        <p>
          <a href="/aktualnosci">{t.backToList}</a>
        </p>
      </div>
    );
  }

  const paragraphs = item.content.split(/\r?\n/).filter((line) => line.trim() !== '');
  const related = newest.rows.filter((row) => row.id !== item.id).slice(0, RELATED);

  return (
    <>
      <article className="news-article">
        <NewsPicture item={item} className="news-article__image" sizes="(min-width: 48rem) 46rem, 100vw" />
        <p className="news-card__date">
          <time dateTime={publishedAt(item)}>{item.date}</time>
        </p>
        <h1>{item.title}</h1>
        <div className="prose">
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </article>
      {related.length > 0 && (
        <section className="news-related" aria-labelledby="news-related-title">
          <h2 id="news-related-title">{t.related}</h2>
          <ul className="news-related__list" role="list">
            {related.map((other) => (
              <li key={other.id}>
                <p className="news-card__date">
                  <time dateTime={publishedAt(other)}>{other.date}</time>
                </p>
                <h3 className="news-related__title">
                  <a href={newsHref(other.id)}>{other.title}</a>
                </h3>
                <p>{excerpt(other.content, RELATED_EXCERPT)}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
