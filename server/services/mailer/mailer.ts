export type MailKind = "verification" | "password_reset" | "email_change" | "student_code" | "notification";

export type Mail = { to: string; subject: string; kind: MailKind; text: string };

/** Where mail goes: a real SMTP server, or the outbox table when none is configured. */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}
