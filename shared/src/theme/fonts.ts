// The two brand fonts, self-hosted: no third-party request before first paint. Their
// metric-matched local fallbacks come first, so the swap to the brand font shifts nothing.
import './font-fallbacks.css';
import '@fontsource-variable/inter/index.css';
import '@fontsource-variable/plus-jakarta-sans/index.css';
