// The app's own font files, bundled by Vite: no font is fetched from the web, and screenshots do not
// depend on the fonts of the machine that takes them. One variable font file serves every weight
// (27 KB for Latin, where four static weights took 58 KB and four swaps); the browser fetches the
// Latin Extended and Vietnamese files only for text that needs them (unicode-range).
import '@fontsource-variable/public-sans/wght.css';
