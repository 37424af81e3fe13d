import { defineConfig } from '@pandacss/dev'
import { tokens, semanticTokens, breakpoints, textStyles, keyframes } from './src/web/theme/tokens'
import { globalCss } from './src/web/theme/global-css'
import { recipes, slotRecipes } from './src/web/theme/recipes'

export default defineConfig({
  // Only the base preset (conditions, utilities, patterns): the theme below is ours, so the
  // spacing scale can be 8px-based and no unused palette lands in the CSS.
  presets: ['@pandacss/preset-base'],
  preflight: true,
  include: ['./src/web/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  jsxFramework: 'react',
  // Colour mode is bound to an attribute on <html> set before first paint (index.html).
  conditions: {
    extend: {
      dark: '[data-color-mode=dark] &',
      light: '[data-color-mode=light] &',
    },
  },
  theme: {
    breakpoints,
    tokens,
    semanticTokens,
    textStyles,
    keyframes,
    recipes,
    slotRecipes,
  },
  globalCss,
  // Recipes are bound to components through a style context with variant props passed at run
  // time; generating every variant keeps that safe (the recipes are small).
  staticCss: { recipes: '*' },
})
