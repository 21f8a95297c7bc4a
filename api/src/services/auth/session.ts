/** The signed-in user as every request sees it (never the password hash). */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: "admin" | "church";
  churchId: number | null;
}
