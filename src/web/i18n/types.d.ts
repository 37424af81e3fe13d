import type { MessageId } from './en'

// Message ids are checked at compile time: a typo in an id is a type error.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId
    }
  }
}
