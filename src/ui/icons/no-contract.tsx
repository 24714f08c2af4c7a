import { Icon, type IconProps } from './icon';

/** A document crossed out: no contract to sign. */
export function NoContractIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5z" />
      <path d="M14 3v5h5" />
      <path d="M10 12.5l4 4m0-4l-4 4" />
    </Icon>
  );
}
