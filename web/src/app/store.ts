import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { api } from '../lib/api';
import type { AppDispatch, RootState } from '../lib/hooks';

export function makeStore() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  // focus/reconnect listeners: only the current user opts in (public-site.md §4); other reads never refetch on focus
  setupListeners(store.dispatch);
  // the features are typed against lib/hooks.ts's shape: this store must have it
  return store satisfies { getState(): RootState; dispatch: AppDispatch };
}

export type AppStore = ReturnType<typeof makeStore>;
export type { AppDispatch, RootState };
