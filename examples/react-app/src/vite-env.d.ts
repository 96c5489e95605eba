/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_CINE_API_BASE?: string;
}
