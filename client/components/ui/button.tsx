import { Slot } from "@radix-ui/react-slot";
import { Loader2 } from "lucide-react";
import type { ButtonHTMLAttributes } from "react";
import { cn } from "@client/lib/cn";

const variants = {
  primary: "bg-night text-white hover:bg-night-light shadow-sm",
  gold: "bg-gold text-night hover:bg-amber-300 shadow-sm",
  outline: "border border-stone-300 bg-white text-ink hover:bg-stone-50",
  ghost: "text-ink hover:bg-stone-100",
  destructive: "bg-destructive text-white hover:bg-red-800 shadow-sm",
  link: "text-night-light underline-offset-4 hover:underline px-0 h-auto",
} as const;

const sizes = { sm: "h-8 px-3 text-sm", md: "h-10 px-4 text-sm", lg: "h-12 px-6 text-base" } as const;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  busy?: boolean;
  asChild?: boolean;
};

export function Button({
  variant = "primary",
  size = "md",
  busy = false,
  asChild,
  className,
  children,
  disabled,
  ...props
}: ButtonProps) {
  const classes = cn(
    "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 cursor-pointer",
    sizes[size],
    variants[variant],
    className,
  );
  if (asChild) {
    return (
      <Slot className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...props}>
      {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}
