import { useState } from 'react';
import { useNavigate } from 'react-router';
import { listPathWith } from '../place';
import { SearchCard } from './SearchCard';

/** On a post: the search runs on Enter and opens the list with its results. */
export function SearchToList() {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  return (
    <SearchCard typed={typed} onType={setTyped} onSubmit={() => void navigate(listPathWith({ q: typed.trim() }))} />
  );
}
