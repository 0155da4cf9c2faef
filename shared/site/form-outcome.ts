/**
 * What a page says after one of its forms was sent by the browser itself (shared/site/form-posts.ts): the words of a
 * refused post (`?error=<code>`) and of a post that did its work (`?notice=<code>`). Apart from the forms themselves
 * (shared/site/forms/), so that a page's scripts carry its own form's words only.
 */

/** One form's address, the page it is on and what it says when the server refuses it, by code. */
export interface FormPost {
  readonly action: string;
  readonly page: string;
  readonly errors: Readonly<Record<string, string>>;
}

/** What a page says after a form has done its work and stays there (or leads there). */
export const FORM_NOTICES = {
  "/login": { registered: "Account created. Please sign in with your new account." },
  "/forgot-password": { sent: "If an account exists for that email, we have sent it a link to reset your password. Check your inbox; the link works for 1 hour." },
  "/contact": { sent: "Message sent. We'll get back to you within 24 hours to discuss your event." },
} as const satisfies Record<string, Record<string, string>>;

type NoticePage = keyof typeof FORM_NOTICES;

/** The address of a page with its notice. */
export function formNoticeUrl<Page extends NoticePage>(page: Page, notice: keyof (typeof FORM_NOTICES)[Page] & string): string {
  return `${page}?notice=${notice}`;
}

/** The query's one parameter `name`, or undefined when the query holds anything else. */
function onlyParam(search: string, name: string): string | undefined {
  const params = new URLSearchParams(search);
  const keys = [...params.keys()];
  return keys.length === 1 && keys[0] === name ? (params.get(name) ?? undefined) : undefined;
}

/** What `form` says on its page after a refused post (`?error=<code>` in the page's address), if anything. */
export function formRefusal(form: FormPost, pathname: string, search: string): string | undefined {
  const { page, errors } = form;
  const code = onlyParam(search, "error");
  return pathname === page && code !== undefined && Object.hasOwn(errors, code) ? errors[code] : undefined;
}

/** What the page at `pathname` says after a form did its work (`?notice=<code>`), if anything. */
export function pageNotice(pathname: string, search: string): string | undefined {
  const code = onlyParam(search, "notice");
  if (code === undefined || !Object.hasOwn(FORM_NOTICES, pathname)) return undefined;
  const notices: Record<string, string> = FORM_NOTICES[pathname as NoticePage];
  return Object.hasOwn(notices, code) ? notices[code] : undefined;
}
