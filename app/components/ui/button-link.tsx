import { Link, type LinkProps } from "react-router";

type Variant = "primary" | "secondary" | "light";

const variants: Record<Variant, string> = {
  primary: "bg-accent-700 text-white hover:bg-accent-600 shadow-sm",
  secondary: "bg-brand-800 text-white hover:bg-brand-700 shadow-sm",
  light: "bg-white text-brand-900 hover:bg-brand-50 shadow-sm",
};

const buttonClasses = (variant: Variant = "primary") =>
  `inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2.5 text-base font-semibold transition-colors ${variants[variant]}`;

/** A link that looks like a button: for calls to action that go somewhere (Get a Quote, Back to Home). */
export function ButtonLink({
  variant = "primary",
  className = "",
  ...props
}: LinkProps & { variant?: Variant }) {
  return <Link {...props} className={`${buttonClasses(variant)} ${className}`} />;
}
