import {
  PAGE_FALLBACK_ATTRIBUTE,
  PRERENDERED_PAGE_ATTRIBUTE,
  TYPED_FORM_ATTRIBUTE,
} from '../boot.js';

/**
 * What a visitor typed into a prerendered form (TYPED_FORM_ATTRIBUTE) before the live app took
 * it over, and which of its fields they were typing in. On a page whole without the app
 * (`/login`), their first tap into a field starts the app, and they type on while it loads:
 * the page is replaced twice meanwhile — by the copy PageFallback draws, then by the live form
 * — and each takes over the values and the focus, so no keystroke is lost and the caret stays
 * where they were typing.
 */
interface TypedFields {
  /** Each field's value by formFieldKey. */
  values: Map<string, string>;
  /** The field they were typing in when the page was replaced, by formFieldKey. */
  focused: string | null;
}

const typed: TypedFields = { values: new Map(), focused: null };
let listening = false;

/** The stand-ins for the live page: the prerendered page, and PageFallback's copies of it. */
const STAND_IN_PAGE = `[${PRERENDERED_PAGE_ATTRIBUTE}], [${PAGE_FALLBACK_ATTRIBUTE}]`;
const TYPED_FORM = `form[${TYPED_FORM_ATTRIBUTE}]`;
/** Text a visitor types: not a box they tick (the live form has its own state for those). */
const TEXT_INPUT_TYPES = new Set(['text', 'email', 'password', 'tel', 'search', 'url', 'number']);

const formFieldKey = (form: string, field: string) => `${form}\n${field}`;

type TextField = HTMLInputElement | HTMLTextAreaElement;

function isTextField(target: unknown): target is TextField {
  return (
    (target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type)) ||
    target instanceof HTMLTextAreaElement
  );
}

/** The key of a named text field of a typed form on a stand-in page; null for anything else. */
function standInFieldKey(target: unknown): string | null {
  if (!isTextField(target) || !target.name || !target.closest(STAND_IN_PAGE)) return null;
  const form = target.closest(TYPED_FORM)?.getAttribute(TYPED_FORM_ATTRIBUTE);
  return form ? formFieldKey(form, target.name) : null;
}

function standInFields(root: ParentNode): Array<{ field: TextField; key: string }> {
  return Array.from(root.querySelectorAll(`${TYPED_FORM} input, ${TYPED_FORM} textarea`))
    .map((field) => ({ field, key: standInFieldKey(field) }))
    .filter((entry): entry is { field: TextField; key: string } => entry.key !== null);
}

function followTyping(doc: Document) {
  doc.addEventListener(
    'input',
    (event) => {
      const key = standInFieldKey(event.target);
      if (key) typed.values.set(key, (event.target as TextField).value);
    },
    true,
  );
  doc.addEventListener('focusin', (event) => (typed.focused = standInFieldKey(event.target)), true);
  doc.addEventListener(
    'focusout',
    (event) => {
      const key = standInFieldKey(event.target);
      const field = event.target as Element;
      // A field the visitor left is no longer where they type; one the app's takeover removed
      // (the browser may report that as a focusout too) still is.
      if (key)
        setTimeout(() => {
          if (field.isConnected && typed.focused === key) typed.focused = null;
        }, 0);
    },
    true,
  );
}

/**
 * Keeps what the visitor has typed into the prerendered page's typed forms under `root`, and
 * the field they are in, just before the app's first render replaces it (with
 * capturePrerenderedPage); from then on follows their typing in the stand-ins until the live
 * form takes it (useWattleForm's `typedBeforeStart`).
 */
export function keepTypedFields(root: ParentNode = document, doc: Document = document): void {
  for (const { field, key } of standInFields(root)) {
    if (field.value !== field.defaultValue) typed.values.set(key, field.value);
  }
  typed.focused = standInFieldKey(doc.activeElement);
  if (!listening) followTyping(doc);
  listening = true;
}

/** Focus the page's replacement took (it is on the body) goes back to where they typed. */
function refocus(field: HTMLElement, doc: Document) {
  const focusLost = doc.activeElement === null || doc.activeElement === doc.body;
  if (focusLost) field.focus({ preventScroll: true });
}

/**
 * Puts what was typed back into a fresh copy of the prerendered page (PageFallback), and the
 * focus when the replacement took it: a visitor who moved on to something else keeps it there.
 */
export function restoreTypedFields(copy: ParentNode, doc: Document = document): void {
  for (const { field, key } of standInFields(copy)) {
    const value = typed.values.get(key);
    if (value !== undefined) field.value = value;
    if (key === typed.focused) refocus(field, doc);
  }
}

/**
 * What the visitor typed into the form named `form`, by field, for the live form `element`
 * now on screen, which also takes the focus if they were typing in it. Taken once: the form
 * met again later starts empty.
 */
export function takeTypedFields(
  form: string,
  element: HTMLFormElement,
  doc: Document = document,
): Record<string, string> {
  const prefix = formFieldKey(form, '');
  const values: Record<string, string> = {};
  for (const [key, value] of typed.values) {
    if (!key.startsWith(prefix)) continue;
    values[key.slice(prefix.length)] = value;
    typed.values.delete(key);
  }
  if (typed.focused?.startsWith(prefix)) {
    const field = element.elements.namedItem(typed.focused.slice(prefix.length));
    typed.focused = null;
    if (field instanceof HTMLElement) refocus(field, doc);
  }
  return values;
}
