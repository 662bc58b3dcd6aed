import { useEffect, useState } from 'react';
import { navigation } from '../../api';
import { loadFlow } from './flow-storage';

/**
 * The confirm step's input, read once in the browser. Without it (opened directly, or in another
 * tab) the member is sent to the input step, as the landing point does for these paths.
 */
export function useFlowState<T>(key: string, isState: (value: unknown) => value is T, inputPath: string): T | null {
  const [state, setState] = useState<T | null>(null);
  useEffect(() => {
    const kept = loadFlow(key, isState);
    if (kept) setState(kept);
    else navigation().assign(inputPath);
  }, [key, isState, inputPath]);
  return state;
}
