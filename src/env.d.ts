interface ImportMetaEnv {
  /** The backend's base URL; unset, the in-browser demo server answers (docs/backend.md). */
  readonly VITE_API_URL?: string;
  /** `cookie`: the backend keeps the session in HttpOnly cookies; unset, bearer tokens (docs/backend.md). */
  readonly VITE_SESSION?: 'cookie' | 'bearer';
}
