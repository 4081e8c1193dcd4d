/** The static pages of each category of registered files: which files each holds, from the build's snapshot. */
import { categoryPath } from './asset-rules.ts';
import { ASSET_CATEGORIES, type Asset, type AssetCategory } from './asset.ts';
import { pageCount } from '../../util/pagination.ts';

export const FILES_PER_PAGE = 100;

/** A type, not an interface: Astro's page props must be a plain record. */
export type CategoryPage = {
  category: AssetCategory;
  files: Asset[];
  page: number;
  pages: number;
};

/** Every page of every category that has files: page 1 at /pliki-do-pobrania/{slug}, the rest under /strona/N. */
export function categoryPages(assets: Asset[]): CategoryPage[] {
  return ASSET_CATEGORIES.flatMap((category) => {
    const files = assets.filter((asset) => asset.category === category);
    if (files.length === 0) return [];
    const pages = pageCount(files.length, FILES_PER_PAGE);
    return Array.from({ length: pages }, (_, index) => ({ category, files, page: index + 1, pages }));
  });
}

/** The last segment of a category's address: `ogolne` for general. */
export function categorySlug(category: AssetCategory): string {
  return categoryPath[category].split('/').pop()!;
}
