// Import boundaries of the web app (docs/architecture.md): the root eslint.config.js spreads this in.
export default [];
