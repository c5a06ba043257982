/** SPEC §9: the hours shown on the site. */
export const businessHours = [
  { days: 'Mon-Fri', hours: '5:00 AM-8:00 PM' },
  { days: 'Sat-Sun', hours: '9:00 AM-5:00 PM' },
] as const;

export function BusinessHours({ className }: { className?: string }) {
  return (
    <dl className={className}>
      {businessHours.map(({ days, hours }) => (
        <div key={days} className="flex justify-between gap-4 py-1">
          <dt>{days}</dt>
          <dd className="font-medium text-foreground">{hours}</dd>
        </div>
      ))}
    </dl>
  );
}
