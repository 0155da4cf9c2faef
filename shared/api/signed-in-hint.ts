/**
 * A readable companion of the (httpOnly) session cookie: present while this browser may be signed in, nothing
 * more; it grants no access. The client asks GET /api/me only when it is there, so a visitor's pages make no
 * request that is bound to answer 401 (a console error in every browser, and a wasted round trip).
 */
export const SIGNED_IN_HINT_COOKIE = "cc_signed_in";
