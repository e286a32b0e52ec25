document.getElementById('editor')!.textContent = 'editor';
