// Panda extracts the styles used in src/web at build time (see panda.config.ts).
module.exports = {
  plugins: {
    '@pandacss/dev/postcss': {},
  },
}
