interface ImportMetaEnv {
  /** The backend's base URL; unset, the in-browser demo server answers (docs/backend.md). */
  readonly VITE_API_URL?: string;
  /**
   * `off`: built for a real backend, with no demo server and no demo data (the default when
   * VITE_API_URL is set); `on`: the in-browser demo server. Set by the build (serviceWorkerBuild.ts).
   */
  readonly VITE_DEMO_SERVER?: 'on' | 'off';
  /** `cookie`: the backend keeps the session in HttpOnly cookies; unset, bearer tokens (docs/backend.md). */
  readonly VITE_SESSION?: 'cookie' | 'bearer';
}
