/** Joins the truthy class names: lets a component add its caller's classes to its own. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
