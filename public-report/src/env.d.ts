/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** Origin (and optional path) of the main app that answers /api/v1/certificate, fixed at build time. */
  readonly PUBLIC_API_BASE_URL: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
