// The search's state. The kind of key survives a reload (this tab's
// sessionStorage); the value and the results live in memory only, so no CPF
// or phone is ever written to storage or to an address, yet going back from
// a customer's page shows the same results.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const searchKeys = ['reference', 'cpf', 'phone'] as const;
export type SearchKey = (typeof searchKeys)[number];

interface SearchState {
  key: SearchKey;
  value: string;
  setKey: (key: SearchKey) => void;
  setValue: (value: string) => void;
}

export const useSearchState = create<SearchState>()(
  persist(
    (set) => ({
      key: 'reference',
      value: '',
      setKey: (key) => set({ key, value: '' }),
      setValue: (value) => set({ value }),
    }),
    {
      name: 'rosto-console-customer-search',
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ key }) => ({ key }),
      merge: (persisted, current) => {
        const key = (persisted as { key?: unknown } | undefined)?.key;
        return searchKeys.includes(key as SearchKey)
          ? { ...current, key: key as SearchKey }
          : current;
      },
    },
  ),
);
