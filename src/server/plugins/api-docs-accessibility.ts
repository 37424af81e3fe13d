/**
 * Accessibility repairs for Swagger UI 5.35 on /api/docs, served as our own files (the CSP allows
 * only our scripts). Swagger UI's stock markup fails axe (WCAG 2.2 AA); what options can fix is
 * fixed in init (no deep-link anchors nested in the operation buttons, no syntax colouring with
 * low-contrast tokens), the rest here. tests/e2e/api-docs.test.ts runs axe on the page, before and
 * after an operation is opened: when a Swagger UI upgrade changes its markup, that test says so.
 */

// Colours are literal here: this page is Swagger UI's, outside the SPA and its Panda tokens. Each
// rule darkens one of Swagger UI's colours to a contrast of at least 4.5:1 with its background.
export const accessibilityStylesheet = `.swagger-ui .info .title small pre { background: #4b5260; }
.swagger-ui .info .title small.version-stamp { background: #3d6600; }
.swagger-ui .info a.link .url, .swagger-ui .info .url { color: #1d5ba6; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1a5f9e; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #0b6e43; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #8f4f00; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b71c1c; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0a6b5b; }
.swagger-ui .parameter__in { color: #555; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #4a4a4a; }
.swagger-ui .btn.cancel { color: #b71c1c; border-color: #b71c1c; }
.swagger-ui .btn.execute { background-color: #1a5f9e; border-color: #1a5f9e; }
`

// Markup that no option or stylesheet can mend, repaired after each render (Swagger UI is React and
// re-renders parts as operations open; React leaves attributes it does not own alone):
// - the intro and the servers block sit outside any landmark: a banner and a named region;
// - the servers <select> has an empty <label>: named by the visible "Servers" text;
// - the tag headings are h3 under the title's h1, operation sections h4: levels 2 and 3 for
//   assistive technology (aria-level), so the outline has no gaps;
// - "Try it out" fields are named only by a title: named by their visible parameter name, and the
//   request-body editor by its visible "Request body" heading;
// - scrollable code samples become focusable so a keyboard can scroll them.
export const accessibilityFixups = `(function () {
  'use strict'
  var root = document.getElementById('swagger-ui')
  var nextId = 0
  function idOf(element, prefix) {
    if (!element.id) element.id = prefix + '-' + nextId++
    return element.id
  }
  function setAll(selector, name, value) {
    root.querySelectorAll(selector).forEach(function (element) { element.setAttribute(name, value) })
  }
  function repair() {
    var intro = root.querySelector('.information-container')
    if (intro) intro.setAttribute('role', 'banner')
    var serversTitle = root.querySelector('.servers-title')
    if (serversTitle) {
      var titleId = idOf(serversTitle, 'servers-title')
      var servers = root.querySelector('.scheme-container')
      if (servers) {
        servers.setAttribute('role', 'region')
        servers.setAttribute('aria-labelledby', titleId)
      }
      setAll('.servers select', 'aria-labelledby', titleId)
    }
    setAll('h3.opblock-tag', 'aria-level', '2')
    setAll('section.models > h4', 'aria-level', '2')
    setAll('.opblock-body h4', 'aria-level', '3')
    setAll('.opblock-body h5', 'aria-level', '4')
    root.querySelectorAll('.opblock-section-request-body').forEach(function (section) {
      var heading = section.querySelector('.opblock-section-header h4')
      var editor = section.querySelector('textarea')
      if (heading && editor) editor.setAttribute('aria-labelledby', idOf(heading, 'request-body-title'))
    })
    root.querySelectorAll('tr[data-param-name]').forEach(function (row) {
      var name = row.querySelector('.parameter__name')
      if (!name) return
      var nameId = idOf(name, 'parameter-name')
      row.querySelectorAll('.parameters-col_description input, .parameters-col_description select, .parameters-col_description textarea')
        .forEach(function (field) { field.setAttribute('aria-labelledby', nameId) })
    })
    root.querySelectorAll('pre.microlight, .body-param__example').forEach(function (sample) {
      if (!sample.hasAttribute('tabindex')) sample.setAttribute('tabindex', '0')
    })
  }
  repair()
  var scheduled = false
  new MutationObserver(function () {
    if (scheduled) return
    scheduled = true
    requestAnimationFrame(function () {
      scheduled = false
      repair()
    })
  }).observe(root, { childList: true, subtree: true })
})()
`
