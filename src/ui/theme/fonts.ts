// The app's own font files, bundled by Vite: no font is fetched from the web, and screenshots do not
// depend on the fonts of the machine that takes them.
import '@fontsource/public-sans/latin-400.css';
import '@fontsource/public-sans/latin-500.css';
import '@fontsource/public-sans/latin-600.css';
import '@fontsource/public-sans/latin-700.css';
