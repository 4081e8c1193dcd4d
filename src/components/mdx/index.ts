/**
 * Components every MDX page may use without importing them (passed to <Content components={…} />): one for each
 * contract in ./contracts, each taking the props its contract allows, or the type check fails. The editors'
 * reference, content/komponenty.md, is generated from the contracts.
 */
import Amount from './Amount.astro';
import ButtonLink from './ButtonLink.astro';
import CardGrid from './CardGrid.astro';
import Centre from './Centre.astro';
import CentreAddress from './CentreAddress.astro';
import CentreFacts from './CentreFacts.astro';
import CentreText from './CentreText.astro';
import Collapsible from './Collapsible.astro';
import DataProtectionOfficers from './DataProtectionOfficers.astro';
import Definitions from './Definitions.astro';
import DocumentLink from './DocumentLink.astro';
import Documents from './Documents.astro';
import DownloadSections from './DownloadSections.astro';
import ExternalLink from './ExternalLink.astro';
import InfoBox from './InfoBox.astro';
import Journey from './Journey.astro';
import JourneyList from './JourneyList.astro';
import Lang from './Lang.astro';
import HeatingVoucherAmounts from './HeatingVoucherAmounts.astro';
import HousingAreaNorms from './HousingAreaNorms.astro';
import HowToApply from './HowToApply.astro';
import LegalBasis from './LegalBasis.astro';
import Part from './Part.astro';
import SectionPhones from './SectionPhones.astro';
import SelfCheckForm from './SelfCheckForm.astro';
import SignLanguageRecording from './SignLanguageRecording.astro';
import Status from './Status.astro';
import StaffDepartments from './StaffDepartments.astro';
import Table from './Table.astro';
import ContactBlock from '../ContactBlock.astro';
import RegisteredFilesList from '../RegisteredFilesList.astro';
import type { contracts, ComponentName, PropsOf } from './contracts/index.ts';

export const mdxComponents = {
  Amount,
  ButtonLink,
  CardGrid,
  Centre,
  CentreAddress,
  CentreFacts,
  CentreText,
  Collapsible,
  ContactBlock,
  DataProtectionOfficers,
  Definitions,
  DocumentLink,
  Documents,
  DownloadSections,
  ExternalLink,
  HeatingVoucherAmounts,
  HousingAreaNorms,
  HowToApply,
  InfoBox,
  Journey,
  JourneyList,
  Lang,
  LegalBasis,
  Part,
  RegisteredFilesList,
  SectionPhones,
  SelfCheckForm,
  SignLanguageRecording,
  StaffDepartments,
  Status,
  Table,
} satisfies { [Name in ComponentName]: (props: PropsOf<(typeof contracts)[Name]>) => unknown };
