import { use, useEffect, useMemo, type ReactNode } from 'react'
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl'
import { Link } from 'wouter'
import { css } from '../../../../styled-system/css'
import type { Language } from '../../../domain/enums'
import { appRoutes } from '../../../domain/routes'
import { useConfig } from '../../app/config-context'
import { useLanguage } from '../../app/language-context'
import type { ContentMessageId } from '../../i18n/content/ids'
import type { PageText } from '../../i18n/content/page-text'
import type { MessageId } from '../../i18n/en'

/** A paragraph, or a list of items (bulleted; numbered when the order matters). */
export type ContentBlock<Id extends ContentMessageId> = Id | { readonly list: readonly Id[]; readonly ordered?: boolean }

/** An h2 section (its `id` is the table of contents' anchor), optionally with h3 subsections. */
export interface ContentSection<Id extends ContentMessageId> {
  readonly id: string
  readonly heading: Id
  readonly blocks: readonly ContentBlock<Id>[]
  readonly subsections?: readonly ContentSection<Id>[]
}

/** The order of a page's texts; the texts themselves are in its catalogue (src/web/i18n/content). */
export interface ContentOutline<Id extends ContentMessageId> {
  readonly intro: readonly Id[]
  /** The table of contents' label; long pages have one, listing every section. */
  readonly contentsLabel?: Id
  readonly sections: readonly ContentSection<Id>[]
}

interface ContentPageProps<Id extends ContentMessageId> {
  /** The page's headline: the same message as its browser title (src/web/app/page-title.ts). */
  title: MessageId
  loadText: (language: Language) => Promise<PageText>
  // Not `outline`: Panda would read a prop of that name as the CSS property.
  pageOutline: ContentOutline<Id>
}

/**
 * react-intl's ids are typed as the app's catalogue (MessageId). A content page's ids belong to its
 * own catalogue instead (typed ContentMessageId by its outline), which ContentPage adds to the
 * messages around the page, so here they are valid ids.
 */
function contentId(id: ContentMessageId): MessageId {
  return id as string as MessageId
}

const linkClass = css({ color: 'fg.default', textDecoration: 'underline', fontWeight: 'medium', _hover: { color: 'fg.muted' } })

/**
 * An about / terms / privacy / FAQ page: its text loads with it (the page suspends meanwhile, so
 * the route's progress bar shows) and is added to the app's messages for this page only. Values
 * the texts quote come from the configuration, so what the page says is what the app enforces.
 */
export function ContentPage<Id extends ContentMessageId>({ title, loadText, pageOutline }: ContentPageProps<Id>) {
  const { language } = useLanguage()
  const text = use(loadText(language))
  const intl = useIntl()
  const messages = useMemo(() => ({ ...intl.messages, ...text }), [intl.messages, text])
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      <ContentArticle title={title} pageOutline={pageOutline} />
    </IntlProvider>
  )
}

function ContentArticle<Id extends ContentMessageId>({ title, pageOutline: outline }: { title: MessageId; pageOutline: ContentOutline<Id> }) {
  const values = useTextValues()
  useScrollToLinkedSection()
  return (
    <div className={css({ maxWidth: 'prose', mx: 'auto', px: '2', py: { base: '4', md: '8' } })}>
      <h1 className={css({ textStyle: 'h2', fontSize: { base: '3xl', md: '4xl' } })}>
        <FormattedMessage id={title} />
      </h1>
      {outline.intro.map((id) => (
        <p key={id} className={css({ mt: '1.5', fontSize: 'lg', color: 'fg.muted' })}>
          <FormattedMessage id={contentId(id)} values={values} />
        </p>
      ))}
      {outline.contentsLabel ? <TableOfContents label={outline.contentsLabel} sections={outline.sections} /> : null}
      {outline.sections.map((section) => (
        <section key={section.id} id={section.id} className={css({ mt: { base: '4', md: '5' } })}>
          <h2 className={css({ textStyle: 'h3', fontSize: '2xl' })}>
            <FormattedMessage id={contentId(section.heading)} />
          </h2>
          <Blocks blocks={section.blocks} values={values} />
          {section.subsections?.map((subsection) => (
            <section key={subsection.id} id={subsection.id} className={css({ mt: '3' })}>
              <h3 className={css({ textStyle: 'h3', fontSize: 'xl' })}>
                <FormattedMessage id={contentId(subsection.heading)} />
              </h3>
              <Blocks blocks={subsection.blocks} values={values} />
            </section>
          ))}
        </section>
      ))}
    </div>
  )
}

/**
 * A link from elsewhere to a section (/tos#cancellation): the browser looked for the section before
 * the page's text arrived, so go there once it is shown.
 */
function useScrollToLinkedSection() {
  useEffect(() => {
    const id = decodeURIComponent(globalThis.location.hash.slice(1))
    if (id) document.getElementById(id)?.scrollIntoView()
  }, [])
}

const CONTENTS_LABEL_ID = 'content-page-contents'

function TableOfContents<Id extends ContentMessageId>({ label, sections }: { label: Id; sections: readonly ContentSection<Id>[] }) {
  return (
    <nav
      aria-labelledby={CONTENTS_LABEL_ID}
      className={css({ mt: '3', p: '2', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md' })}
    >
      <p id={CONTENTS_LABEL_ID} className={css({ textStyle: 'eyebrow', color: 'fg.muted', mb: '1' })}>
        <FormattedMessage id={contentId(label)} />
      </p>
      <ol className={css({ display: 'grid', gap: '0.5', pl: '3', listStyleType: 'decimal' })}>
        {sections.map((section) => (
          <li key={section.id}>
            {/* A plain anchor: the browser scrolls to the section; the router ignores the hash. */}
            <a href={`#${section.id}`} className={linkClass}>
              <FormattedMessage id={contentId(section.heading)} />
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

type TextValues = Record<string, number | ((chunks: ReactNode[]) => ReactNode)>

function Blocks<Id extends ContentMessageId>({ blocks, values }: { blocks: readonly ContentBlock<Id>[]; values: TextValues }) {
  return blocks.map((block) =>
    typeof block === 'string' ? (
      <p key={block} className={css({ mt: '1.5' })}>
        <FormattedMessage id={contentId(block)} values={values} />
      </p>
    ) : (
      <List key={block.list[0]} items={block.list} ordered={block.ordered ?? false} values={values} />
    ),
  )
}

const listClass = css({ mt: '1.5', pl: '3', display: 'grid', gap: '0.5' })

function List<Id extends ContentMessageId>({ items, ordered, values }: { items: readonly Id[]; ordered: boolean; values: TextValues }) {
  const entries = items.map((item) => (
    <li key={item}>
      <FormattedMessage id={contentId(item)} values={values} />
    </li>
  ))
  return ordered ? (
    <ol className={`${listClass} ${css({ listStyleType: 'decimal' })}`}>{entries}</ol>
  ) : (
    <ul className={`${listClass} ${css({ listStyleType: 'disc' })}`}>{entries}</ul>
  )
}

/** What the texts may quote: the configured limits, and links to the other pages (`<tosLink>…</tosLink>`). */
function useTextValues(): TextValues {
  const config = useConfig()
  return useMemo(() => {
    const pageLink = (href: string) => (chunks: ReactNode[]) => (
      <Link href={href} className={linkClass}>
        {chunks}
      </Link>
    )
    return {
      minimumAge: config.minimumDriverAge,
      maximumRentalDays: config.maximumRentalDays,
      bookingHorizonDays: config.bookingHorizonDays,
      minimumPickUpHours: config.minimumPickUpHours,
      minimumRentalHours: config.minimumRentalHours,
      strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
      homeLink: pageLink(appRoutes.home),
      locationsLink: pageLink(appRoutes.locations),
      settingsLink: pageLink(appRoutes.settings),
      aboutLink: pageLink(appRoutes.about),
      tosLink: pageLink(appRoutes.tos),
      privacyLink: pageLink(appRoutes.privacy),
      faqLink: pageLink(appRoutes.faq),
      contactLink: pageLink(appRoutes.contact),
      // A section of the home page: a plain link, as the footer's (the router does not scroll to hashes).
      careLink: (chunks: ReactNode[]) => (
        <a href="/#customer-care" className={linkClass}>
          {chunks}
        </a>
      ),
    }
  }, [config])
}
