// A page of search offers as JSON, most of it written once (issue 26). A row is mostly its car's card,
// and a card changes only with the catalogue: serialised once, by the Car schema of the route's own
// response schema (the contract's allow-list, compiled by Fastify's serializer like the rest), and
// kept with the card (src/server/search-index/index.ts keeps the cards per language). Fifteen cards
// serialised afresh were some 100 KiB of short-lived strings and an eighth of a new search's time.
import type { FastifyReply } from 'fastify'
import type { components } from '../../openapi/schema.js'

type CarOfferPage = components['schemas']['CarOfferPage']
type CarOffer = components['schemas']['CarOffer']
type Car = components['schemas']['Car']

type JsonSchema = { properties: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema } & Record<string, unknown>
/** The page's schema cut in three: the card, a row without its card, the page without its rows. */
type PageParts = { car: JsonSchema; offer: JsonSchema; page: JsonSchema; cards: WeakMap<Car, string> }

/** Per response schema (one per route and app): its parts, and the cards serialised with them. */
const partsOf = new WeakMap<object, PageParts>()

/** `schema` without the property `name` (neither listed nor required). */
function without(schema: JsonSchema, name: string): JsonSchema {
  const { [name]: _left, ...properties } = schema.properties
  return { ...schema, properties, required: schema.required?.filter((required) => required !== name) }
}

function pageParts(reply: FastifyReply): PageParts {
  const response = (reply.request.routeOptions.schema?.response as Record<string, { content: Record<string, { schema: JsonSchema }> }> | undefined)?.['200']
  const schema = response?.content['application/json']?.schema
  if (!schema) throw new Error('the route has no JSON response schema for 200')
  let parts = partsOf.get(schema)
  if (!parts) {
    const offer = schema.properties.rows!.items!
    parts = { car: offer.properties.car!, offer: without(offer, 'car'), page: without(schema, 'rows'), cards: new WeakMap() }
    partsOf.set(schema, parts)
  }
  return parts
}

/**
 * The page as JSON, from the same schema as the route's serializer, its rows first (JSON's members
 * have no order). Each row's card is written once per card object: a catalogue change makes new cards.
 */
export function offerPageJson(reply: FastifyReply, page: CarOfferPage): string {
  const parts = pageParts(reply)
  const rowJson = (offer: CarOffer) => {
    let card = parts.cards.get(offer.car)
    if (card === undefined) parts.cards.set(offer.car, (card = reply.serializeInput(offer.car, parts.car)))
    // the rest of the row (its schema names no card: the serializer leaves it out, no copy without it
    // is made), its opening brace replaced by the card before it
    return `{"car":${card},${reply.serializeInput(offer, parts.offer).slice(1)}`
  }
  // concatenated, not joined: the cards are copied once, when the answer is written out
  let json = '{"rows":['
  page.rows.forEach((row, index) => (json += `${index ? ',' : ''}${rowJson(row)}`))
  return `${json}],${reply.serializeInput(page, parts.page).slice(1)}`
}
