// The two brand fonts, self-hosted: no third-party request before first paint.
import '@fontsource-variable/inter/index.css';
import '@fontsource-variable/plus-jakarta-sans/index.css';
