/**
 * The contract of every component pages may use (contract.ts), by the name pages write. In the order the visual
 * editor's insert menu lists them.
 */
import { Amount, Centre, DocumentLink, Status } from './inline.ts';
import {
  CardGrid,
  CentreAddress,
  CentreFacts,
  ContactBlock,
  Definitions,
  HowToApply,
  Journey,
  JourneyList,
} from './blocks.ts';
import {
  DataProtectionOfficers,
  DownloadSections,
  HeatingVoucherAmounts,
  HousingAreaNorms,
  RegisteredFilesList,
  SectionPhones,
  SelfCheckForm,
  SignLanguageRecording,
  StaffDepartments,
} from './data-blocks.ts';
import { CentreText, Collapsible, Documents, InfoBox, LegalBasis, Part, Table } from './wrappers.ts';
import { ButtonLink, ExternalLink, Lang } from './marks.ts';

export const contracts = {
  Amount,
  Centre,
  Status,
  HowToApply,
  Journey,
  JourneyList,
  CardGrid,
  Documents,
  DocumentLink,
  SectionPhones,
  StaffDepartments,
  DataProtectionOfficers,
  DownloadSections,
  SelfCheckForm,
  HeatingVoucherAmounts,
  HousingAreaNorms,
  SignLanguageRecording,
  RegisteredFilesList,
  CentreAddress,
  CentreFacts,
  Definitions,
  Part,
  CentreText,
  Lang,
  InfoBox,
  Collapsible,
  LegalBasis,
  Table,
  ButtonLink,
  ExternalLink,
  ContactBlock,
};

export type ComponentName = keyof typeof contracts;

export { languageNames } from './marks.ts';
export { withDefaults, type ComponentContract, type PropContract, type PropsOf } from './contract.ts';
