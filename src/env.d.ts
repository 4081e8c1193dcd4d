interface ImportMetaEnv {
  /** Address of the Supabase project (default: the local backend on 127.0.0.1:54321). */
  readonly PUBLIC_SUPABASE_URL?: string;
  /** The project's public anon key (default: the Supabase CLI's demo key used by the local backend). */
  readonly PUBLIC_SUPABASE_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
