/**
 * The id of the `<script type="application/json">` in which the server hands each page the public
 * configuration (GET /api/config's answer), so the SPA renders without waiting for that call.
 */
export const EMBEDDED_CONFIG_ID = 'keyturn-config'

/** The id of the `<script type="application/json">` that carries a server-rendered page's BootData (src/web/app/boot.tsx). */
export const BOOT_DATA_ID = 'keyturn-boot'

/**
 * The id of the `<script type="application/json">` that lists a server-rendered page's modules (its
 * entry first), which index.html's loader asks for once the page has painted (src/server/web-page.ts).
 */
export const PAGE_MODULES_ID = 'keyturn-modules'
