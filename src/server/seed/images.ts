// Demo images drawn locally: one car silhouette per range in the car's colour (300x200 CSS pixels) and a
// text-mark logo per supplier (60x30), encoded as WebP at twice that resolution with sharp. No network involved.
import { access, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { CarRange } from '../../domain/enums'
import { escapeMarkup } from '../escape-markup.js'

const OUTLINE = '#2b2f36'
const GLASS = '#cfe3f0'

const wheel = (x: number, y: number, r = 22) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#202124"/><circle cx="${x}" cy="${y}" r="${Math.round(r * 0.45)}" fill="#b9bec5"/>`

const body = (d: string, color: string) =>
  `<path d="${d}" fill="${color}" stroke="${OUTLINE}" stroke-width="2.5" stroke-linejoin="round"/>`

const glass = (d: string) => `<path d="${d}" fill="${GLASS}" stroke="${OUTLINE}" stroke-width="1.5" stroke-linejoin="round"/>`

// Side views, front to the right, on a 300x200 canvas with the ground at y≈172.
const silhouettes: Record<CarRange, (color: string) => string> = {
  mini: (c) =>
    body('M40 150 L40 122 Q42 106 60 103 L95 98 L120 72 Q126 66 136 66 L195 66 Q208 66 216 76 L240 100 Q262 104 264 122 L264 150 Z', c) +
    glass('M128 74 L106 98 L162 98 L162 74 Z') +
    glass('M170 74 L170 98 L228 98 L208 76 Z') +
    wheel(88, 150) +
    wheel(218, 150),
  midi: (c) =>
    body('M22 150 L22 126 Q24 110 44 107 L85 102 L114 74 Q121 68 132 68 L190 68 Q203 68 212 76 L240 100 L266 105 Q282 110 282 127 L282 150 Z', c) +
    glass('M124 76 L98 101 L162 101 L162 76 Z') +
    glass('M170 76 L170 101 L230 101 L208 78 Z') +
    wheel(74, 150) +
    wheel(234, 150),
  maxi: (c) =>
    body('M22 150 L22 110 Q24 98 40 96 L70 94 L92 58 Q96 52 106 52 L232 52 Q244 52 250 62 L266 94 Q282 98 282 112 L282 150 Z', c) +
    glass('M102 60 L84 94 L162 94 L162 60 Z') +
    glass('M170 60 L170 94 L258 94 L244 62 Z') +
    wheel(76, 150, 25) +
    wheel(230, 150, 25),
  scooter: (c) =>
    body('M58 146 Q60 118 100 114 L152 114 Q172 114 184 128 L196 146 Z', c) +
    body('M186 140 L204 62 L216 62 L200 140 Z', c) +
    body('M214 118 Q240 110 256 140 L236 140 Q230 126 216 126 Z', c) +
    `<rect x="90" y="100" width="70" height="14" rx="7" fill="#2a2d33"/>` +
    `<path d="M196 60 L230 56" stroke="${OUTLINE}" stroke-width="6" stroke-linecap="round"/>` +
    wheel(82, 150, 22) +
    wheel(236, 150, 22),
  bus: (c) =>
    body('M18 150 L18 60 Q18 48 32 48 L250 48 Q266 48 272 62 L284 100 Q286 108 286 118 L286 150 Z', c) +
    [32, 80, 128, 176].map((x) => glass(`M${x} 60 L${x + 40} 60 L${x + 40} 94 L${x} 94 Z`)).join('') +
    glass('M226 60 L258 60 L272 98 L226 98 Z') +
    wheel(68, 150) +
    wheel(242, 150),
  truck: (c) =>
    `<rect x="16" y="38" width="180" height="112" rx="4" fill="${c}" stroke="${OUTLINE}" stroke-width="2.5"/>` +
    body('M198 150 L198 70 L250 70 Q262 70 268 82 L284 112 Q288 118 288 126 L288 150 Z', c) +
    glass('M208 80 L250 80 L268 112 L208 112 Z') +
    wheel(58, 150) +
    wheel(150, 150) +
    wheel(252, 150),
  caravan: (c) =>
    body('M16 150 L16 52 Q16 40 28 40 L220 40 Q236 40 240 54 L240 70 L262 74 Q278 78 282 100 L288 118 L288 150 Z', c) +
    glass('M38 62 L88 62 L88 90 L38 90 Z') +
    glass('M108 62 L178 62 L178 90 L108 90 Z') +
    glass('M246 80 L262 82 L276 112 L246 112 Z') +
    `<rect x="194" y="68" width="30" height="74" rx="3" fill="none" stroke="${OUTLINE}" stroke-width="2"/>` +
    `<rect x="16" y="116" width="272" height="8" fill="${OUTLINE}" opacity="0.25"/>` +
    wheel(70, 150) +
    wheel(240, 150),
}

export function carImageSvg(range: CarRange, color: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200">` +
    `<ellipse cx="152" cy="174" rx="128" ry="8" fill="#000" opacity="0.15"/>` +
    silhouettes[range](color) +
    `</svg>`
  )
}

/** Initials of the company name, at most three letters ("Azur Drive" → "AD"). */
export function logoInitials(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 3)
}

export function supplierLogoSvg(fullName: string, brandColor: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="30" viewBox="0 0 60 30">` +
    `<rect x="0.5" y="0.5" width="59" height="29" rx="6" fill="${brandColor}"/>` +
    `<text x="30" y="20.5" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="14" font-weight="700" fill="#ffffff">${escapeMarkup(logoInitials(fullName))}</text>` +
    `</svg>`
  )
}

export const carImageFile = (range: CarRange, colorName: string) => `${range}-${colorName}.webp`
export const supplierLogoFile = (slug: string) => `${slug}.webp`

export type ImageJob = { folder: 'cars' | 'suppliers'; file: string; svg: () => string }

/** Writes the images that are missing; returns how many were written and how many already existed. */
export async function writeImages(imagesDir: string, jobs: ImageJob[]): Promise<{ written: number; existing: number }> {
  // sharp (libvips) loads only when images are drawn: a start with its images in place never needs it
  const { default: sharp } = await import('sharp')
  await mkdir(join(imagesDir, 'cars'), { recursive: true })
  await mkdir(join(imagesDir, 'suppliers'), { recursive: true })
  const results = await Promise.all(
    jobs.map(async (job) => {
      const target = join(imagesDir, job.folder, job.file)
      if (await exists(target)) return false
      // Drawn at twice their CSS size (density 144 for the SVG's 72): sharp on a phone's dense screen.
      await sharp(Buffer.from(job.svg()), { density: 144 }).webp({ quality: 82 }).toFile(target)
      return true
    }),
  )
  const written = results.filter(Boolean).length
  return { written, existing: results.length - written }
}

async function exists(path: string) {
  try {
    await access(path)
    return true
  } catch {
    return false
  }
}
