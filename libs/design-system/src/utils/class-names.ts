/** Joins the truthy class names: `cx('sm-a', isOn && 'sm-a--on')`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
