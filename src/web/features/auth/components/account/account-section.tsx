import { TitledPanel, type TitledPanelProps } from '../titled-panel';

/** One titled block of the account page; full width on a phone, no fixed widths. */
export function AccountSection(props: TitledPanelProps) {
  const id = `account-${props.title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return <TitledPanel look="section" headingId={id} {...props} />;
}
