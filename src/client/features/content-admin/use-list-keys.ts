import { useState } from 'react';

const newKey = () => crypto.randomUUID();

/**
 * Stable React keys for an editable list whose items have no id (testimonials, packages,
 * questions): removing the second item must not hand its inputs to the third.
 */
export function useListKeys(initialLength: number) {
  const [keys, setKeys] = useState(() => Array.from({ length: initialLength }, newKey));
  return {
    keys,
    add: () => setKeys((k) => [...k, newKey()]),
    remove: (index: number) => setKeys((k) => k.filter((_, i) => i !== index)),
  };
}
