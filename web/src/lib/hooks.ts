import type { Dispatch, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { api } from './api';

/**
 * The store's state and dispatch as the features see them: the one API slice, with Redux
 * Toolkit's thunks. app/store.ts builds the store and checks it has this shape.
 */
export type RootState = { [K in typeof api.reducerPath]: ReturnType<typeof api.reducer> };
export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction> & Dispatch<UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
