interface ImportMetaEnv {
  readonly VITE_CINE_API_BASE?: string;
}
