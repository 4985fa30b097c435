import { Tabs, TabsList, TabsTrigger } from './tabs';

/** The tabs above a list (All, Drafts, Sent…): one per key, labelled, in order. */
export function StatusTabs<T extends string>({
  tabs,
  labels,
  value,
  onChange,
  label,
  className,
}: {
  tabs: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (tab: T) => void;
  label: string;
  className?: string;
}) {
  return (
    <Tabs className={className} value={value} onValueChange={(v) => onChange(v as T)}>
      <TabsList aria-label={label}>
        {tabs.map((t) => (
          <TabsTrigger key={t} value={t}>
            {labels[t]}
          </TabsTrigger>
        ))}
      </TabsList>
    </Tabs>
  );
}
