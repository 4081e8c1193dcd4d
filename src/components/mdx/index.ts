/**
 * Components every MDX page may use without importing them (passed to <Content components={…} />).
 * Documented for editors in content/README.md.
 */
import Amount from './Amount.astro';
import CardGrid from './CardGrid.astro';
import Collapsible from './Collapsible.astro';
import DocumentLink from './DocumentLink.astro';
import ExternalLink from './ExternalLink.astro';
import InfoBox from './InfoBox.astro';
import LegalBasis from './LegalBasis.astro';
import Table from './Table.astro';
import ContactBlock from '../ContactBlock.astro';

export const mdxComponents = {
  Amount,
  CardGrid,
  Collapsible,
  ContactBlock,
  DocumentLink,
  ExternalLink,
  InfoBox,
  LegalBasis,
  Table,
};
