interface ImportMetaEnv {
  /** Address of the Supabase project; a production build stops without it (development and previews: the local backend). */
  readonly PUBLIC_SUPABASE_URL?: string;
  /** The project's public anon key; required likewise (otherwise the Supabase CLI's demo key of the local backend). */
  readonly PUBLIC_SUPABASE_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
