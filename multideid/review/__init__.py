"""The review page: people check what the ensemble found; their corrections train the next model.

* :mod:`multideid.review.session` reads the input, runs the model (or reads predictions) and
  opens or resumes the review file;
* :mod:`multideid.review.store` is the review file (decisions, atomic saves, undo);
* :mod:`multideid.review.server` serves the page (127.0.0.1, token, strict CSP);
* :mod:`multideid.review.export` writes the corrected corpus;
* ``static/`` holds the page (hand-written HTML, CSS and JavaScript, no build step).
"""
