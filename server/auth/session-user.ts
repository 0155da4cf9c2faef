import { users, type PublicUser } from "@shared/schema";

/** The user fields a request carries as `req.user`: never the password hash. */
export const publicUserColumns = { id: users.id, username: users.username, email: users.email, role: users.role };

/**
 * The session store reads the signed-in user in the same query as the session (a join), and leaves it here for
 * passport's deserializer: one query per signed-in request instead of two. A symbol key on the session's `passport`
 * object, which express-session copies into `req.session` by reference: never saved (JSON drops symbol keys) and
 * never sent anywhere.
 */
const SIGNED_IN_USER = Symbol("signedInUser");

interface PassportSessionField {
  user?: unknown;
  [SIGNED_IN_USER]?: PublicUser;
}

export function attachSessionUser(sessionData: object, user: PublicUser | null): void {
  const field = (sessionData as { passport?: PassportSessionField }).passport;
  if (field && user && field.user === user.id) field[SIGNED_IN_USER] = user;
}

/** The user the store read with this request's session, when it is the one passport asks for. */
export function sessionUser(session: object | undefined, id: number): PublicUser | undefined {
  const user = (session as { passport?: PassportSessionField } | undefined)?.passport?.[SIGNED_IN_USER];
  return user?.id === id ? user : undefined;
}
