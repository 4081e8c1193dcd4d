// The selected centre's modules (./index.ts), with the types of their checked data.
declare module 'virtual:centre/centre' {
  type CentreData = import('../../domain/centre/schema.ts').CentreData;
  type BuildOnly = (typeof import('./modules.ts').BUILD_ONLY_CENTRE_FIELDS)[number];
  const data: Omit<CentreData, BuildOnly>;
  export const names: Pick<CentreData, BuildOnly>;
  export default data;
}
declare module 'virtual:centre/staff' {
  const data: import('../../domain/centre/schema.ts').StaffData;
  export default data;
}
declare module 'virtual:centre/documents' {
  const data: import('../../domain/centre/schema.ts').DocumentsData;
  export default data;
}
declare module 'virtual:centre/amounts' {
  const data: Readonly<Record<string, Readonly<Record<string, import('../../domain/amounts/money.ts').Figure>>>>;
  export default data;
}
declare module 'virtual:centre/editor' {
  const data: import('./modules.ts').CentreEditorFiles;
  export default data;
}
declare module 'virtual:centre/site' {
  const data: import('./modules.ts').CentreSite;
  export default data;
}
declare module 'virtual:centre/logo.svg?url&no-inline' {
  const url: string;
  export default url;
}
